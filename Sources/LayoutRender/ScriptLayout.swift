import AutoLayoutEngine
import LayoutEngine
import LayoutScript

/// A script laid out by the engine its kind calls for: QuickLayout's for a body, Auto Layout's
/// for an anchors layout. The one way callers turn an evaluated script into a layout result.
public struct ScriptLayout: Sendable {
  public let result: LayoutResult
  /// The constraints report of an anchors script; nil for a QuickLayout script.
  public let constraints: ConstraintsReport?
  /// What the engine found to warn about (conflicts, ambiguity), placed in the script.
  public let diagnostics: [Diagnostic]

  /// Lays `script` out on `canvas`; nil for a script with neither a body nor an anchors layout.
  public init?(_ script: EvaluatedScript, canvas: Canvas, recordingDetails: Bool = false) {
    if let body = script.body {
      result = body.layout(in: canvas, viewCount: script.views.count, recordingDetails: recordingDetails)
      constraints = nil
      diagnostics = []
      return
    }
    guard let anchors = script.anchors else { return nil }
    let outcome = AutoLayoutEngine.layout(anchors.layout, kinds: script.views.map(\.kind),
                                          names: script.views.map(\.name), canvas: canvas)
    result = outcome.result
    constraints = outcome.report
    diagnostics = outcome.report.findings.map { finding in
      let location = finding.constraints.first.flatMap { anchors.locations.indices.contains($0) ? anchors.locations[$0] : nil }
      return Diagnostic(finding.message, at: location ?? anchors.location, severity: .warning)
    }
  }

  /// The script's warnings followed by the engine's.
  public func warnings(of script: EvaluatedScript) -> [Diagnostic] { script.warnings + diagnostics }
}
