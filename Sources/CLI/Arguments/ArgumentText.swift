import CommandLineKit

/// The kit's quoting of an argument in a message, for the CLI files that name it bare.
typealias ArgumentText = CommandLineKit.ArgumentText
