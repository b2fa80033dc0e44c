/** The dashboard's heading and screen name (its prerendered placeholder shows the same words). */
export const DASHBOARD_HEADING = 'Dashboard';
