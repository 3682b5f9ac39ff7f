import Foundation
import XCTest

/// Every command of the README's and the docs' `sh` blocks runs as shown (issue 20, point 3), in a folder laid
/// out like a checkout (`workspace/`, `.build/debug/qlrepl`, `../shared/`), with `qlrepl` on the
/// PATH: it exits 0 and writes no error. The few that build or benchmark a release are named
/// here with why a test does not run them, so a command added to the README is either run or
/// explained. The built-in card's "Try:" steps run too.
final class ReadmeCommandsTests: XCTestCase {
  /// Commands not run by a test, each with why: the build the test itself runs on, and the
  /// release benchmarks and installs (network, minutes of a release build).
  private static let notRun: [String: String] = [
    "scripts/setup && swift run qlrepl": "the set-up and build the tests run on; opens an interactive REPL",
    "scripts/setup && swift test": "the test run itself",
    "swift build": "the build the tests run on",
    "python3 -m venv /tmp/kiwi && /tmp/kiwi/bin/pip install kiwisolver": "installs from a package index",
    "swift build -c release --product qlbench && .build/release/qlbench --anchors-only --kiwi /tmp/kiwi/bin/python": "a release benchmark",
    "swift build -c release --product qlbench": "a release build",
    "swift build -c release --product qlbench && swift build -c release --product qlrepl": "a release build",
    ".build/release/qlbench --corpus Tests/LayoutScriptTests/Fixtures/RealWorld --runs 5": "a release benchmark of the corpus",
    ".build/release/qlbench /tmp/peer/peer-speed__random-10k.ql": "a release benchmark",
    ".build/release/qlbench --instructions /tmp/peer/peer-speed__random-10k.ql": "a release benchmark under callgrind",
    ".build/release/qlbench --instructions --semantics swiftui": "a release benchmark under callgrind",
    "valgrind --tool=callgrind --collect-atstart=no --toggle-collect=qlbench_probe_layout --callgrind-out-file=/tmp/a.out .build/release/qlbench --probe a --semantics quicklayout":
      "a release benchmark's probe under callgrind",
    "callgrind_annotate /tmp/a.out": "reads the probe's callgrind output",
    "swift run -c release qlfuzz --seconds 600 --seed 1 workspace Tests/LayoutScriptTests/Fixtures": "ten minutes of fuzzing (CI runs a minute of it)",
  ]

  /// The `sh` lines of the README and of every page of `docs/`, each without its trailing comment.
  static func readmeCommands() throws -> [String] {
    let docs = QlreplProcess.packageRoot.appendingPathComponent("docs")
    let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
      .map { docs.appendingPathComponent($0) }
    var text = ""
    for page in [QlreplProcess.packageRoot.appendingPathComponent("README.md")] + pages {
      text += try String(contentsOf: page, encoding: .utf8) + "\n"
    }
    var commands: [String] = [], inShell = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inShell = !inShell && line == "```sh"
        continue
      }
      guard inShell else { continue }
      let command = (line.range(of: "   #").map { line[..<$0.lowerBound] } ?? line[...]).trimmingCharacters(in: .whitespaces)
      if !command.isEmpty { commands.append(command) }
    }
    return commands
  }

  /// A checkout-like folder: the package's workspace and tests, `.build/debug` holding the
  /// binary under test, and `../shared` beside it.
  private func checkout() throws -> URL {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("qlrepl-readme-\(UUID().uuidString)")
    let folder = base.appendingPathComponent("checkout")
    let manager = FileManager.default
    try manager.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
    for name in ["workspace", "Tests", "scripts"] {
      try manager.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: QlreplProcess.packageRoot.appendingPathComponent(name))
    }
    try manager.createSymbolicLink(at: folder.appendingPathComponent(".build/debug"), withDestinationURL: QlreplProcess.binary.deletingLastPathComponent())
    try manager.createSymbolicLink(at: base.appendingPathComponent("shared"),
                                   withDestinationURL: QlreplProcess.packageRoot.deletingLastPathComponent().appendingPathComponent("shared"))
    addTeardownBlock { try? manager.removeItem(at: base) }
    return folder
  }

  /// Runs `command` with `/bin/sh` in `folder`, `qlrepl` on the PATH.
  private func shell(_ command: String, in folder: URL) throws -> QlreplProcess.Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = QlreplProcess.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return QlreplProcess.Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                 stderr: String(decoding: stderr, as: UTF8.self))
  }

  func testEveryCommandOfTheReadmeRunsAsShown() throws {
    let commands = try Self.readmeCommands()
    XCTAssertEqual(Set(Self.notRun.keys).subtracting(commands), [], "every command not run is still in the README or the docs")
    let run = commands.filter { Self.notRun[$0] == nil }
    XCTAssertGreaterThanOrEqual(run.count, 6, "\(run)")
    let shared = QlreplProcess.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    let folder = try checkout()
    for command in run {
      if command.contains("../shared/"), !FileManager.default.fileExists(atPath: shared.path) { continue }
      let outcome = try shell(command, in: folder)
      XCTAssertEqual(outcome.status, 0, "\(command)\n\(outcome.stdout.suffix(2000))\n\(outcome.stderr)")
      XCTAssertEqual(outcome.stderr, "", command)
    }
    let transcript = try String(contentsOf: folder.appendingPathComponent("transcript.txt"), encoding: .utf8)
    XCTAssertTrue(transcript.contains("first (UILabel): "), transcript)
  }

  /// The built-in card's first line offers steps (`Try: gap = 16, :json, :save card.ql`): each runs.
  func testTheBuiltInCardsStepsRun() throws {
    let source = try String(contentsOf: QlreplProcess.packageRoot.appendingPathComponent("Sources/qlrepl/DefaultScript.swift"), encoding: .utf8)
    let line = try XCTUnwrap(source.split(separator: "\n").first { $0.contains("Try: ") })
    let steps = line[line.range(of: "Try: ")!.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertEqual(steps.count, 3, "\(steps)")
    let folder = try checkout()
    for step in steps {
      let outcome = try shell("printf '%s\\n' '\(step)' | qlrepl", in: folder)
      XCTAssertEqual(outcome.status, 0, "\(step)\n\(outcome.stderr)")
      XCTAssertEqual(outcome.stderr, "", step)
    }
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.ql").path))
  }
}
