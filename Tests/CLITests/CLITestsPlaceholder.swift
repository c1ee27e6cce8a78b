// Tests for this layer arrive with its issue.
enum CLITestsPlaceholder {}
