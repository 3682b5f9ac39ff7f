import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript
import LayoutSession

// qlbench: the speed figures of SPEC section 7. Run in release:
//   swift run -c release qlbench [--runs N] [RANDOM-10K.ql]
// where RANDOM-10K.ql is the peer tree (c), written by
//   python3 ../shared/conformance/run.py --emit /tmp/peer ../shared/conformance/peer-speed

/// One tree of the benchmark, with QuickLayout's figures for it on this kind of machine.
struct Tree {
  let name: String
  let script: EvaluatedScript
  let quickLayoutMilliseconds: Double
  let quickLayoutMeasurements: Int
}

func evaluate(_ source: String, path: String) -> EvaluatedScript {
  do {
    return try ScriptEvaluator.evaluate(source: source, path: path)
  } catch {
    for diagnostic in error.diagnostics { print(diagnostic.rendered(source: source)) }
    exit(1)
  }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 25
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]), count > 0 {
  runs = count
  arguments.removeSubrange(flag...flag + 1)
}
var trees: [Tree] = []

let thousand = ListScript.source(cells: 1_000)
let lineCount = thousand.split(separator: "\n").count
var parsed: EvaluatedScript?
let parseMilliseconds = Measure.medianMilliseconds(runs: runs) { parsed = evaluate(thousand, path: "list-1000.ql") }
print("parse + evaluate: \(lineCount)-line script in \(Measure.format(parseMilliseconds)) ms (median of \(runs); target 100 ms)")
trees.append(Tree(name: "(a) 1,000 list cells", script: parsed!, quickLayoutMilliseconds: 27, quickLayoutMeasurements: 12_000))
trees.append(Tree(name: "(b) 10,000 list cells", script: evaluate(ListScript.source(cells: 10_000), path: "list-10000.ql"),
                  quickLayoutMilliseconds: 285, quickLayoutMeasurements: 120_000))
if let path = arguments.first {
  guard let source = try? ScriptFile.read(path) else { print("cannot read \(path)"); exit(1) }
  trees.append(Tree(name: "(c) random 10,004 leaves", script: evaluate(source, path: path), quickLayoutMilliseconds: 102, quickLayoutMeasurements: 32_493))
} else {
  print("(c) skipped: pass the emitted random-10k script as the first argument")
}

print("full layout = .fit at 375×∞, scale 2 (sizeThatFits + applyFrame); median of \(runs) runs")
for tree in trees {
  guard tree.script.body != nil else { continue }
  let options = LayoutOptions(canvas: CanvasOverride(size: Size(width: 375, height: .infinity), mode: .fit, scale: 2))
  var result: LayoutResult?
  let milliseconds = Measure.medianMilliseconds(runs: runs) { result = Pipeline.layout(tree.script, options: options).result }
  let measurements = result!.log.totalMeasurements
  let leaves = tree.script.views.count
  let speedup = tree.quickLayoutMilliseconds / milliseconds
  print("\(tree.name): \(Measure.format(milliseconds)) ms, \(Measure.format(Double(leaves) / milliseconds, decimals: 0)) leaves/ms, "
        + "\(measurements) measurements (QuickLayout \(tree.quickLayoutMeasurements)\(measurements == tree.quickLayoutMeasurements ? ", equal" : ", DIFFERENT")), "
        + "\(Measure.format(speedup))× QuickLayout's \(Measure.format(tree.quickLayoutMilliseconds, decimals: 0)) ms (target 1.25×)")
  // The same tree by SwiftUI's rules (issue 10: within 2× of this engine's time on tree (b)).
  var swiftUIOptions = options
  swiftUIOptions.canvas.semantics = .swiftUI
  var swiftUIResult: LayoutResult?
  let swiftUIMilliseconds = Measure.medianMilliseconds(runs: runs) { swiftUIResult = Pipeline.layout(tree.script, options: swiftUIOptions).result }
  print("  by SwiftUI's rules: \(Measure.format(swiftUIMilliseconds)) ms, \(swiftUIResult!.log.totalMeasurements) measurements, "
        + "\(Measure.format(swiftUIMilliseconds / milliseconds))× this engine's QuickLayout time (target at most 2×)")
}
// The ASCII render (picture and table, 100 columns, monochrome) of one list cell, as the
// REPL redraws it after a change, and of tree (a), whose picture is capped to 1,000 rows.
for (name, script) in [("one list cell", evaluate(ListScript.source(cells: 1), path: "cell.ql")), ("(a)", parsed!)] {
  let options = LayoutOptions(canvas: CanvasOverride(size: Size(width: 375, height: .infinity), mode: .fit))
  guard let result = Pipeline.layout(script, options: options).result else { continue }
  var lines = 0
  let milliseconds = Measure.medianMilliseconds(runs: runs) {
    lines = AsciiReport(script: script, result: result, title: name, options: PictureOptions(columns: 100)).text.count { $0 == "\n" }
  }
  print("ASCII render of \(name): \(Measure.format(milliseconds)) ms for \(lines) lines (layout excluded)")
}
for style in SaveLatency.Style.allCases {
  if let latency = SaveLatency.measure(ListScript.source(cells: 1), saves: max(runs, 20), style: style) {
    print("save-to-frame latency (watch mode, one list cell, saved \(style.rawValue)): \(Measure.format(latency.median)) ms "
          + "median of \(max(runs, 20)) saves, \(Measure.format(latency.rendersPerSave)) renders per save (target 10 ms, one render)")
  } else {
    print("save-to-frame latency: not measured (no inotify or no temporary folder)")
  }
}
if let peak = Measure.peakMemoryMiB() { print("peak memory: \(Measure.format(peak, decimals: 1)) MiB") }
