import AutoLayoutEngine
import LayoutCore
import LayoutRender
import LayoutScript
import QuickLayoutEngine
import SwiftUIEngine

/// The one way from a script to a layout, used by the command line, the session, the benchmark,
/// the fuzzer and the tests: evaluate the script, apply the overrides, lay the body out with the
/// engine the script calls for.
public enum Pipeline {
  /// Evaluates `source` (read from `path`, with `additions` after it) and lays it out with
  /// `options`, timing both steps. Throws the script's errors.
  /// `memory` keeps what the next layout of the same script can start from.
  public static func run(source: String, path: String, options: LayoutOptions = LayoutOptions(),
                         limits: ScriptLimits = .standard, interrupt: EvaluationInterrupt? = nil,
                         additions: [ScriptAdditions] = [], memory: LayoutMemory? = nil) throws(ScriptFailure) -> LaidOutScript {
    let clock = ContinuousClock()
    let start = clock.now
    let script = try ScriptEvaluator.evaluate(source: source, path: path, limits: limits, interrupt: interrupt,
                                              additions: additions, semantics: options.canvas.semantics,
                                              view: options.canvas.view, safeArea: options.canvas.safeArea,
                                              dynamicTypeSize: options.canvas.dynamicTypeSize, canvasSize: options.canvas.size)
    let evaluated = clock.now
    var laidOut = layout(script, options: options, memory: memory)
    laidOut.layoutTime = clock.now - evaluated
    laidOut.evaluationTime = evaluated - start
    return laidOut
  }

  /// Applies `options` to an evaluated script and lays out what it holds: its elements (or the
  /// shown one of several layouts) with QuickLayout's or SwiftUI's engine, its anchors layout
  /// (a console log's as UIKit recovers from its conflict) with Auto Layout; the result is nil
  /// for a library. An anchors layout is solved from what
  /// `memory` kept of the last one when only constants and priorities changed.
  public static func layout(_ script: EvaluatedScript, options: LayoutOptions = LayoutOptions(),
                            memory: LayoutMemory? = nil) -> LaidOutScript {
    var script = script
    script.canvas = options.canvas.applied(to: script.canvas)
    switch script.document {
    case .elements(let body):
      let changed = overridden(body, views: script.views, options)
      script.document = .elements(changed)
      return elementsLayout(script, changed, options)
    case .layouts(var layouts, let shown):
      layouts[shown].body = overridden(layouts[shown].body, views: script.views, options)
      script.document = .layouts(layouts, shown: shown)
      return elementsLayout(script, layouts[shown].body, options)
    case .anchors(var anchors):
      anchors.adapt(to: script.canvas)
      let names = script.views.map(\.name)
      for override in options.constraintOverrides { override.apply(to: &anchors.layout, names: names, log: nil) }
      script.document = .anchors(anchors)
      return autoLayout(script, anchors, live: memory?.anchors ?? LiveLayout())
    case .conflictLog(var anchors, var log):
      anchors.adapt(to: script.canvas)
      let names = script.views.map(\.name)
      for override in options.constraintOverrides { override.apply(to: &anchors.layout, names: names, log: log) }
      let (findings, solved) = ConflictLogLayout.prepare(&anchors, &log, edited: !options.constraintOverrides.isEmpty)
      script.document = .conflictLog(anchors, log)
      var engine = anchors
      engine.layout = solved
      var laidOut = autoLayout(script, engine, live: memory?.anchors ?? LiveLayout())
      laidOut.constraints = laidOut.constraints.map { ConflictLogLayout.report($0, findings, anchors, log) }
      return laidOut
    case .library:
      return LaidOutScript(script: script, result: nil)
    }
  }

  /// Each of a script's several layouts (`ScriptDocument.layouts`) laid out on its own, in
  /// order; the script's one layout alone when it has no more.
  public static func layoutEach(_ script: EvaluatedScript, options: LayoutOptions = LayoutOptions()) -> [LaidOutScript] {
    guard case .layouts(let layouts, _) = script.document else { return [layout(script, options: options)] }
    return layouts.indices.map { layout(script.showing(layoutAt: $0), options: options) }
  }

  /// `body` with the options' changes to named views applied, in order.
  private static func overridden(_ body: Element, views: [ViewDeclaration], _ options: LayoutOptions) -> Element {
    guard !options.overrides.isEmpty else { return body }
    return body.mappingViews { id, element in
      options.overrides.filter { $0.view == views[id].name }.reduce(element) { $1.apply(to: $0) }
    }
  }

  /// An element tree on the engine of the script's semantics, with what failed in its custom
  /// layouts as diagnostics.
  private static func elementsLayout(_ script: EvaluatedScript, _ body: Element, _ options: LayoutOptions) -> LaidOutScript {
    let result: LayoutResult
    switch script.canvas.semantics {
    case .quickLayout:
      result = QuickLayout.layout(body, in: script.canvas, viewCount: script.views.count, recordingDetails: options.recordingDetails,
                                  rootSizing: script.rootSizing)
    case .swiftUI:
      result = SwiftUILayout.layout(body, in: script.canvas, viewCount: script.views.count, recordingDetails: options.recordingDetails)
    }
    var laidOut = LaidOutScript(script: script, result: result)
    laidOut.diagnostics = result.failures.map(\.diagnostic)
    return laidOut
  }

  /// An anchors script on Auto Layout: frames, the constraints report, and its findings as
  /// warnings at the constraints they are about.
  private static func autoLayout(_ script: EvaluatedScript, _ anchors: AnchorsScript, live: LiveLayout) -> LaidOutScript {
    let kinds = script.views.map(\.kind)
    var outcome = live.layout(anchors.layout, kinds: kinds, canvas: script.canvas)
    if let wrapped = MultilineLabels.wrapped(kinds, frames: outcome.result.frames, textViews: anchors.layout.textViews) {
      outcome = live.layout(anchors.layout, kinds: wrapped, canvas: script.canvas)
    }
    var laidOut = LaidOutScript(script: script, result: outcome.result)
    laidOut.constraints = outcome.report
    let words = ConstraintWords(layout: anchors.layout, names: script.views.map(\.name))
    laidOut.diagnostics = outcome.report.findings.map { finding in
      let location = finding.constraints.first.flatMap { anchors.locations.indices.contains($0) ? anchors.locations[$0] : nil }
      return Diagnostic(finding.sentence(words), at: location ?? anchors.location, severity: .warning)
    }
    return laidOut
  }
}

/// How `Pipeline` lays a script out beyond what the script says.
public struct LayoutOptions: Sendable {
  public var canvas: CanvasOverride
  /// Changes to named views, applied in order.
  public var overrides: [ViewOverride]
  /// Changes to the constants and priorities of an anchors layout's constraints, in order.
  public var constraintOverrides: [ConstraintOverride]
  /// Whether every node records the element behind it and its proposals (for the tree report);
  /// it costs time and never changes a frame.
  public var recordingDetails: Bool

  /// Options that change nothing, unless given.
  public init(canvas: CanvasOverride = CanvasOverride(), overrides: [ViewOverride] = [],
              constraintOverrides: [ConstraintOverride] = [], recordingDetails: Bool = false) {
    self.canvas = canvas
    self.overrides = overrides
    self.constraintOverrides = constraintOverrides
    self.recordingDetails = recordingDetails
  }
}

/// A script and its layout: the script as laid out (its canvas and body with the options
/// applied), the result (nil for a script without a body), and how long each step took.
public struct LaidOutScript: Sendable {
  public var script: EvaluatedScript
  public var result: LayoutResult?
  /// The constraints report of an anchors script; nil for a QuickLayout script.
  public var constraints: ConstraintsReport?
  /// What the engine warns about (conflicts, ambiguity), placed in the script.
  public var diagnostics: [Diagnostic] = []
  /// Parse and evaluation (zero when the script came evaluated).
  public var evaluationTime: Duration = .zero
  public var layoutTime: Duration = .zero

  /// A laid-out script with no timings.
  public init(script: EvaluatedScript, result: LayoutResult?) {
    self.script = script
    self.result = result
  }

  /// The script's warnings followed by the engine's.
  public var warnings: [Diagnostic] { script.warnings + diagnostics }
}
