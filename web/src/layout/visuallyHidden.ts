/**
 * Text for screen readers only. Sizes are written in px on purpose: in MUI's sx a bare `1` means
 * 100 %, which made the club list's hidden "Logo" heading as wide as the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
