/**
 * Reads an answer's body to its end and throws it away. A fetch whose body nobody reads stays open in
 * the browser (the request never finishes, so a page never reaches network idle and the connection is
 * not reused): every caller that does not need the body hands the response here. Errors while reading
 * (the connection dropped) do not matter to a caller that only wanted to know an answer came.
 */
export async function discardBody(response: Response): Promise<void> {
  try {
    await response.arrayBuffer();
  } catch {
    // nothing to do: the body is gone either way
  }
}
