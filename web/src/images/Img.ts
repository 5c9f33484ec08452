import { styled } from '@mui/material/styles';

/** A plain `<img>` with `sx`: Box would take width and height as styles, not as attributes. */
export const Img = styled('img')({});
