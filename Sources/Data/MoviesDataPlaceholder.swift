// Placeholder until the Data layer lands (issues 3 and 4).
enum MoviesDataPlaceholder {}
