// Placeholder until the Presentation layer lands (issue 5).
enum MoviesPresentationPlaceholder {}
