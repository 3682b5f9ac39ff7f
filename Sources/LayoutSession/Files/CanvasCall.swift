import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// How `:save` writes the canvas settings made at the prompt (`:canvas`, `:scale`, `:rtl`,
/// `:ltr`) into the script: into its `canvas(…)` call, keeping the arguments they do not set,
/// or as a new call after the file's leading comments.
enum CanvasCall {
  /// Every label of `canvas(…)`, in the order it is written.
  private static let labels = ["width", "height", "mode", "scale", "direction", "alignment"]

  /// `text` with `canvas` written in; `text` itself when it sets nothing.
  static func writing(_ canvas: CanvasOverride, into text: String, path: String) -> String {
    let settings = arguments(of: canvas)
    guard !settings.isEmpty else { return text }
    var result = text
    var values: [String: String] = [:]
    let call = ScriptCall.locate("canvas", in: text, path: path)
    for argument in call?.arguments ?? [] {
      if let label = argument.label { values[label] = String(text[argument.value]) }
    }
    values.merge(settings) { $1 }
    let written = "canvas(" + labels.compactMap { label in values[label].map { "\(label): \($0)" } }.joined(separator: ", ") + ")"
    if let call {
      result.replaceSubrange(call.range, with: written)
    } else {
      let comments = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("//") }
      let offset = comments.reduce(0) { $0 + $1.count + 1 }
      let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
      result.insert(contentsOf: written + "\n" + (comments.isEmpty ? "" : "\n"), at: index)
    }
    return result
  }

  /// The `canvas(…)` arguments `canvas` sets, as script text by label.
  private static func arguments(of canvas: CanvasOverride) -> [String: String] {
    var arguments: [String: String] = [:]
    func length(_ value: Double) -> String { value.isFinite ? formatPoints(value) : ".infinity" }
    if let size = canvas.size {
      arguments["width"] = length(size.width)
      arguments["height"] = length(size.height)
    }
    if let mode = canvas.mode { arguments["mode"] = "." + mode.rawValue }
    if let scale = canvas.scale { arguments["scale"] = formatPoints(scale) }
    switch canvas.direction {
    case .leftToRight?: arguments["direction"] = ".leftToRight"
    case .rightToLeft?: arguments["direction"] = ".rightToLeft"
    case nil: break
    }
    return arguments
  }
}
