/** 'Engineering Manager at Northwind Analytics', or just the company without a position. */
export function positionAtCompany(interviewer: {
  position: string;
  company: { name: string } | string;
}): string {
  const company = typeof interviewer.company === 'string' ? interviewer.company : interviewer.company.name;
  return interviewer.position ? `${interviewer.position} at ${company}` : company;
}
