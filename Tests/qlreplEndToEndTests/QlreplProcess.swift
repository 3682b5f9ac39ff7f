import Foundation

/// Runs the real `qlrepl` binary built next to the test bundle.
struct QlreplProcess {
  struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var binary: URL {
    let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
      ?? packageRoot.appendingPathComponent(".build/debug")
    return products.appendingPathComponent("qlrepl")
  }

  /// Runs qlrepl with `arguments`, `input` as its standard input (none by default).
  static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Outcome {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
    try process.run()
    if let input {
      inputPipe.fileHandleForWriting.write(Data(input.utf8))
      try inputPipe.fileHandleForWriting.close()
    }
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// The folder of this test process's temporary files, removed when the process exits.
  private static let temporaryRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("qlrepl-e2e-\(getpid())")
    atexit { try? FileManager.default.removeItem(at: QlreplProcess.temporaryRoot) }
    return root
  }()

  /// A script written to a fresh temporary file.
  static func scriptFile(_ source: String, name: String = "script.ql") throws -> String {
    let folder = temporaryRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try source.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }
}
