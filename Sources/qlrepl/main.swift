import Foundation

// qlrepl: a terminal playground for QuickLayout-style layout. See `qlrepl --help`.
exit(Commands.run(Array(CommandLine.arguments.dropFirst())))
