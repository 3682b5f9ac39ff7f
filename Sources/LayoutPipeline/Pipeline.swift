import LayoutCore
import LayoutScript
import QuickLayoutEngine
import SwiftUIEngine

/// The one way from a script to a layout, used by the command line, the session, the benchmark,
/// the fuzzer and the tests: evaluate the script, apply the overrides, lay the body out with the
/// engine the script calls for.
public enum Pipeline {
  /// Evaluates `source` (read from `path`, with `additions` after it) and lays it out with
  /// `options`, timing both steps. Throws the script's errors.
  public static func run(source: String, path: String, options: LayoutOptions = LayoutOptions(),
                         limits: ScriptLimits = .standard, interrupt: EvaluationInterrupt? = nil,
                         additions: [ScriptAdditions] = []) throws(ScriptFailure) -> LaidOutScript {
    let clock = ContinuousClock()
    let start = clock.now
    let script = try ScriptEvaluator.evaluate(source: source, path: path, limits: limits, interrupt: interrupt,
                                              additions: additions, semantics: options.canvas.semantics)
    let evaluated = clock.now
    var laidOut = layout(script, options: options)
    laidOut.layoutTime = clock.now - evaluated
    laidOut.evaluationTime = evaluated - start
    return laidOut
  }

  /// Applies `options` to an evaluated script and lays its body out; the result is nil for a
  /// script without a body.
  public static func layout(_ script: EvaluatedScript, options: LayoutOptions = LayoutOptions()) -> LaidOutScript {
    var script = script
    script.canvas = options.canvas.applied(to: script.canvas)
    if !options.overrides.isEmpty {
      let views = script.views
      script.body = script.body?.mappingViews { id, element in
        options.overrides.filter { $0.view == views[id].name }.reduce(element) { $1.apply(to: $0) }
      }
    }
    let result = script.body.map { body in
      switch script.canvas.semantics {
      case .quickLayout:
        return QuickLayout.layout(body, in: script.canvas, viewCount: script.views.count, recordingDetails: options.recordingDetails)
      case .swiftUI:
        return SwiftUILayout.layout(body, in: script.canvas, viewCount: script.views.count, recordingDetails: options.recordingDetails)
      }
    }
    return LaidOutScript(script: script, result: result)
  }
}

/// How `Pipeline` lays a script out beyond what the script says.
public struct LayoutOptions: Sendable {
  public var canvas: CanvasOverride
  /// Changes to named views, applied in order.
  public var overrides: [ViewOverride]
  /// Whether every node records the element behind it and its proposals (for the tree report);
  /// it costs time and never changes a frame.
  public var recordingDetails: Bool

  /// Options that change nothing, unless given.
  public init(canvas: CanvasOverride = CanvasOverride(), overrides: [ViewOverride] = [], recordingDetails: Bool = false) {
    self.canvas = canvas
    self.overrides = overrides
    self.recordingDetails = recordingDetails
  }
}

/// A script and its layout: the script as laid out (its canvas and body with the options
/// applied), the result (nil for a script without a body), and how long each step took.
public struct LaidOutScript: Sendable {
  public var script: EvaluatedScript
  public var result: LayoutResult?
  /// Parse and evaluation (zero when the script came evaluated).
  public var evaluationTime: Duration = .zero
  public var layoutTime: Duration = .zero

  /// A laid-out script with no timings.
  public init(script: EvaluatedScript, result: LayoutResult?) {
    self.script = script
    self.result = result
  }
}
