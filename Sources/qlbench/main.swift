import Foundation
import LayoutCore
import LayoutRender

// qlbench: the figures of SPEC section 7, as a table or (`--json`) one JSON object. Run in release:
//   swift run -c release qlbench [--runs N] [--json] [RANDOM-10K.ql]
//   swift run -c release qlbench --instructions [--json] RANDOM-10K.ql
// where RANDOM-10K.ql is the peer tree (c), written by
//   python3 ../shared/conformance/run.py --emit /tmp/peer ../shared/conformance/peer-speed
// `--instructions` counts the instructions of one full layout of each tree under callgrind and
// prints them beside the goal, half QuickLayout's count (`--json`: {"a": N, "b": N, "c": N});
// `--instructions --semantics swiftui` counts trees (a) and (b) under SwiftUI's rules and under
// QuickLayout's, beside the goal of issue 10: at most twice the QuickLayout engine's count.
// The anchors figures of issue 11 follow the table (alone: --anchors-only [ROWS]; with
// kiwisolver side by side: --kiwi PYTHON, see scripts/kiwi-bench.py). `--corpus FOLDER` times
// `qlrepl check` and `render` of every script of a folder (issue 22's real-code corpus).

/// The command line, parsed.
struct Arguments {
  var runs = 25
  var json = false
  var instructions = false
  /// `--semantics swiftui`: the instruction figures of SwiftUI's engine against QuickLayout's.
  var semantics = Semantics.quickLayout
  /// `--probe KEY`: the child process of `--instructions`.
  var probe: TreeKey?
  var randomTreePath: String?
  /// `--anchors-only [ROWS]`: only the anchors benchmark, of ROWS rows.
  var anchorsRows: Int?
  /// `--kiwi PYTHON`: kiwisolver beside the anchors benchmark, run by that Python.
  var kiwiPython: String?
  /// `--corpus FOLDER`: the check and render times of every script of a folder (issue 22).
  var corpus: String?

  /// Parses the arguments after the program name; exits with a usage message on a bad one.
  init(_ arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--json": json = true
      case "--instructions": instructions = true
      case "--runs":
        guard let count = rest.popFirst().flatMap({ Int($0) }), count > 0 else { fail("--runs needs a positive count") }
        runs = count
      case "--anchors-only":
        if let rows = rest.first.flatMap({ Int($0) }) {
          rest.removeFirst()
          anchorsRows = rows
        } else {
          anchorsRows = 1_000
        }
      case "--kiwi":
        guard let python = rest.popFirst() else { fail("--kiwi needs the Python that has kiwisolver") }
        kiwiPython = python
      case "--semantics":
        guard let name = rest.popFirst(), let chosen = Semantics(flagName: name) else {
          fail("--semantics needs swiftui or quicklayout")
        }
        semantics = chosen
      case "--corpus":
        guard let folder = rest.popFirst() else { fail("--corpus needs a folder of .ql scripts") }
        corpus = folder
      case "--probe":
        guard let key = rest.popFirst().flatMap({ TreeKey(rawValue: $0) }) else { fail("--probe needs a, b or c") }
        probe = key
      case let path where !path.hasPrefix("-") && randomTreePath == nil: randomTreePath = path
      default: fail("unknown argument \(argument); usage: qlbench [--runs N] [--instructions [--semantics swiftui]] [--corpus FOLDER] [--json] [RANDOM-10K.ql]")
      }
    }
  }
}

/// The instruction figures of every tree there is, with the goal beside each.
func instructionFigures(randomTreePath: String?) -> FigureTable {
  var table = FigureTable()
  for key in TreeKey.allCases where key != .c || randomTreePath != nil {
    guard let tree = BenchTree.make(key, randomTreePath: randomTreePath) else { continue }
    let count = Double(InstructionCount.count(key, randomTreePath: randomTreePath))
    func millions(_ value: Double) -> String { FigureTable.format(value / 1e6, decimals: 1) + " M" }
    let verdict = count <= tree.instructionGoal ? "met" : "NOT MET"
    table.add(Figure(key: key.rawValue, label: "\(tree.name): instructions per full layout", value: count, unit: "",
                     comparison: "goal ≤ \(millions(tree.instructionGoal)) (\(verdict)); QuickLayout \(millions(tree.quickLayoutInstructions))",
                     decimals: 0, shown: millions(count)))
  }
  return table
}

/// The instructions of one full layout of the list trees under SwiftUI's rules, beside the
/// QuickLayout engine's on the same tree and the goal, twice that.
func swiftUIInstructionFigures() -> FigureTable {
  var table = FigureTable()
  for key in [TreeKey.a, .b] {
    guard let tree = BenchTree.make(key, randomTreePath: nil) else { continue }
    let quickLayout = Double(InstructionCount.count(key, randomTreePath: nil))
    let swiftUI = Double(InstructionCount.count(key, randomTreePath: nil, semantics: .swiftUI))
    func millions(_ value: Double) -> String { FigureTable.format(value / 1e6, decimals: 1) + " M" }
    let ratio = FigureTable.format(swiftUI / quickLayout, decimals: 2)
    let verdict = swiftUI <= 2 * quickLayout ? "met" : "NOT MET"
    table.add(Figure(key: key.rawValue, label: "\(tree.name) under SwiftUI's rules: instructions per full layout", value: swiftUI, unit: "",
                     comparison: "\(ratio)× the QuickLayout engine's \(millions(quickLayout)); goal ≤ 2× (\(verdict))",
                     decimals: 0, shown: millions(swiftUI)))
  }
  return table
}

if CommandLine.arguments.dropFirst().first == ChildPeak.flag { ChildPeak.report(Array(CommandLine.arguments.dropFirst(2))) }
let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
if let key = arguments.probe {
  InstructionCount.probe(key, randomTreePath: arguments.randomTreePath, semantics: arguments.semantics)
  exit(0)
}
if arguments.semantics == .swiftUI {
  guard arguments.instructions else { fail("--semantics swiftui goes with --instructions") }
  let table = swiftUIInstructionFigures()
  print(arguments.json ? table.json : table.text)
  exit(0)
}
if let folder = arguments.corpus {
  let table = CorpusBench.figures(folder: folder, runs: max(1, min(arguments.runs, 5)))
  print(arguments.json ? table.json : table.text)
  exit(0)
}
if let rows = arguments.anchorsRows {
  AnchorsBench.run(runs: max(3, arguments.runs / 5), kiwiPython: arguments.kiwiPython, rows: rows)
  exit(0)
}
if arguments.randomTreePath == nil && !arguments.json {
  print("(c) skipped: pass the emitted random-10k script as the first argument")
}
let table = arguments.instructions
  ? instructionFigures(randomTreePath: arguments.randomTreePath)
  : WallTimes(runs: arguments.runs, randomTreePath: arguments.randomTreePath).figures()
print(arguments.json ? table.json : table.text)
if !arguments.instructions && !arguments.json {
  AnchorsBench.run(runs: max(3, arguments.runs / 5), kiwiPython: arguments.kiwiPython)  // seconds a run: fewer of them
}
