import '@/components/review-kit/search-box.css';

/**
 * What the landing hero shows while the search box's code loads (it stays out of the entry chunk): the
 * same field and button, as a plain form that already works (GET /search?q=).
 */
export function SearchBoxPlaceholder() {
  return (
    <search className="sb" data-tone="hero" aria-label="Companies, interviewers and managers">
      <form action="/search" method="get">
        <div className="sb-row">
          <div className="sb-box">
            <label htmlFor="hero-search-placeholder" className="visually-hidden">
              Search companies, interviewers and managers
            </label>
            <input
              id="hero-search-placeholder"
              name="q"
              type="search"
              className="sb-input"
              placeholder="Name or company…"
              enterKeyHint="search"
              autoComplete="off"
            />
          </div>
          <button type="submit" className="btn btn-accent sb-submit">
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
