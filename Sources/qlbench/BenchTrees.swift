import Foundation
import LayoutCore
import LayoutPipeline
import LayoutScript

/// One tree of SPEC section 7 with QuickLayout's figures for it, measured side by side on this
/// kind of machine (issue 12): instructions of one full layout and measurement count.
struct BenchTree {
  let key: TreeKey
  let name: String
  let script: EvaluatedScript
  let quickLayoutInstructions: Double
  /// The goal of issue 12: half QuickLayout's instructions, rounded down to the million.
  let instructionGoal: Double
  let quickLayoutMeasurements: Int
  /// The measurements of SwiftUI's rules on the tree (13 a list cell's leaf), nil when unknown.
  let swiftUIMeasurements: Int?

  /// The full layout the figures are of: `.fit` at 375 × ∞, scale 2 (sizeThatFits, then the
  /// layout in the fitted size).
  static let options = LayoutOptions(canvas: CanvasOverride(size: Size(width: 375, height: .infinity), mode: .fit, scale: 2))

  /// The same layout under `semantics`.
  static func options(_ semantics: Semantics) -> LayoutOptions {
    var options = options
    options.canvas.semantics = semantics
    return options
  }

  /// The measurements `semantics` makes on the tree, nil when unknown.
  func measurements(_ semantics: Semantics) -> Int? {
    switch semantics {
    case .quickLayout: return quickLayoutMeasurements
    case .swiftUI: return swiftUIMeasurements
    }
  }

  /// Tree `key`: (a) and (b) are generated list scripts, (c) is read from `randomTreePath`.
  /// Nil for (c) without a path; exits with the diagnostics when a script does not evaluate.
  static func make(_ key: TreeKey, randomTreePath: String?) -> BenchTree? {
    switch key {
    case .a:
      return BenchTree(key: key, name: "(a) 1,000 list cells", script: evaluate(ListScript.source(cells: 1_000), path: "list-1000.ql"),
                       quickLayoutInstructions: 92.1e6, instructionGoal: 46e6, quickLayoutMeasurements: 12_000,
                       swiftUIMeasurements: 52_000)
    case .b:
      return BenchTree(key: key, name: "(b) 10,000 list cells", script: evaluate(ListScript.source(cells: 10_000), path: "list-10000.ql"),
                       quickLayoutInstructions: 922e6, instructionGoal: 461e6, quickLayoutMeasurements: 120_000,
                       swiftUIMeasurements: 520_000)
    case .c:
      guard let path = randomTreePath else { return nil }
      guard let source = try? ScriptFile.read(path) else { fail("cannot read \(path)") }
      return BenchTree(key: key, name: "(c) random 10,004 leaves", script: evaluate(source, path: path),
                       quickLayoutInstructions: 435e6, instructionGoal: 217e6, quickLayoutMeasurements: 32_493,
                       swiftUIMeasurements: nil)
    }
  }

  /// The evaluated script of `source`; exits with its diagnostics when it has errors.
  static func evaluate(_ source: String, path: String) -> EvaluatedScript {
    do {
      return try ScriptEvaluator.evaluate(source: source, path: path)
    } catch {
      for diagnostic in error.diagnostics { FileHandle.standardError.write(Data((diagnostic.rendered(source: source) + "\n").utf8)) }
      exit(1)
    }
  }
}

/// The trees of SPEC section 7, by the key they have in the JSON output.
enum TreeKey: String, CaseIterable {
  case a, b, c
}

/// Prints `message` to standard error and exits with status 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("qlbench: \(message)\n".utf8))
  exit(2)
}
