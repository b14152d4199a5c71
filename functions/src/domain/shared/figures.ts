// DESIGN.md section 6a: a figure computed from several reviews rests on at least this many of them;
// below it the group is merged or hidden. One constant for every such figure.
export const MIN_REVIEWS_PER_FIGURE = 5;
