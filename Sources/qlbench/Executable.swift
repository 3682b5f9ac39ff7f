import Foundation

/// Where this benchmark's executables are: itself (run again under valgrind) and qlrepl, built
/// beside it.
enum Executable {
  /// This executable's path.
  static var qlbench: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  /// The qlrepl built into the same folder as this executable.
  static var qlrepl: String {
    URL(fileURLWithPath: qlbench).deletingLastPathComponent().appendingPathComponent("qlrepl").path
  }
}
