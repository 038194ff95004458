/** A figure of the campaign screen as the admin reads it: "1,200". */
export const count = (n: number) => n.toLocaleString('en-US');
