import Foundation

// qlrepl: a terminal playground for QuickLayout-style layout. See `qlrepl --help`.
setvbuf(stdout, nil, _IOFBF, 1 << 16)
let status = Commands.run(Array(CommandLine.arguments.dropFirst()))
fflush(stdout)
exit(status)
