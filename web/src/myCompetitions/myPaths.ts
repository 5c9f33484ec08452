/** Hash routes of one's own registrations (docs/registration.md). */
export const MY_PATHS = {
  myCompetitions: '/myCompetitions',
  shooterOrderItem: (id: number, view = false) => `/shooterOrderItems/${id}${view ? '?mode=view' : ''}`,
  publicOrderItem: (id: number, token: string) => `/publicOrderItems/${id}/${token}`,
  /** the card payment page of one item (built by the payment issue) */
  pay: (id: number) => `/orderItem/pay/${id}`,
} as const;
