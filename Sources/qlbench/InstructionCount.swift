import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// Instructions of one full layout of each tree, counted by callgrind: qlbench runs itself
/// under `valgrind --tool=callgrind` once per tree, with collection on only inside
/// `probeLayout`, which lays the tree out once.
enum InstructionCount {
  /// The symbol callgrind toggles collection on; `probeLayout` has it as its own name.
  static let probeSymbol = "qlbench_probe_layout"

  /// The instructions of one full layout of tree `key` under `semantics`, counted in a child
  /// process under callgrind; exits with a message when valgrind is missing or fails.
  static func count(_ key: TreeKey, randomTreePath: String?, semantics: Semantics = .quickLayout) -> Int {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("qlbench-\(UUID().uuidString).callgrind").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=\(probeSymbol)",
                         "--callgrind-out-file=\(output)", Executable.qlbench, "--probe", key.rawValue, "--semantics", semantics.flagName]
      + (randomTreePath.map { [$0] } ?? [])
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { fail("cannot run valgrind: \(error)") }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fail("valgrind exited with status \(process.terminationStatus) (is valgrind installed?)") }
    guard let text = try? String(contentsOfFile: output, encoding: .utf8), let total = totals(in: text) else {
      fail("no totals in callgrind's output \(output)")
    }
    return total
  }

  /// The `totals:` (or `summary:`) line of a callgrind output file.
  static func totals(in text: String) -> Int? {
    for line in text.split(separator: "\n") where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
      return line.split(separator: " ").last.flatMap { Int($0) }
    }
    return nil
  }

  /// The child's side (`--probe KEY [--semantics S]`): builds tree `key`, lays it out once
  /// under `semantics` inside the probe, and checks the measurement count.
  static func probe(_ key: TreeKey, randomTreePath: String?, semantics: Semantics) {
    guard let tree = BenchTree.make(key, randomTreePath: randomTreePath), let result = probeLayout(tree.script, BenchTree.options(semantics)) else {
      fail("tree \(key.rawValue) has no body (pass the random tree for c)")
    }
    guard let expected = tree.measurements(semantics) else { fail("tree \(key.rawValue) has no figure under \(semantics.flagName)") }
    let measurements = result.log.totalMeasurements
    guard measurements == expected else {
      fail("tree \(key.rawValue): \(measurements) measurements under \(semantics.flagName), expected \(expected)")
    }
  }
}

/// One full layout, the only code callgrind counts. Never inlined, so the toggle sees it.
@_silgen_name("qlbench_probe_layout")
@inline(never)
func probeLayout(_ script: EvaluatedScript, _ options: LayoutOptions) -> LayoutResult? {
  Pipeline.layout(script, options: options).result
}
