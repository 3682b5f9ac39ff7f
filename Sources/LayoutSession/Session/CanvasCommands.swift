import LayoutCore
import LayoutPipeline

extension CanvasOverride {
  /// The prompt commands that set what this override sets beyond `start` (the settings a
  /// session began with): `:canvas 300x40`, `:scale 3`, `:rtl`, `:semantics swiftui`. What
  /// `:load` says it dropped with the old script.
  func commands(keeping start: CanvasOverride) -> [String] {
    var commands: [String] = []
    func length(_ value: Double) -> String { value.isFinite ? formatPoints(value) : "inf" }
    if let size, size != start.size {
      commands.append(":canvas \(length(size.width))x\(length(size.height))" + (mode == .fit ? " fit" : ""))
    } else if let mode, mode != start.mode {
      commands.append(":canvas (\(mode.rawValue))")
    }
    if let scale, scale != start.scale { commands.append(":scale \(formatPoints(scale))") }
    if let direction, direction != start.direction { commands.append(direction == .rightToLeft ? ":rtl" : ":ltr") }
    if let semantics, semantics != start.semantics { commands.append(":semantics \(semantics.rawValue.lowercased())") }
    return commands
  }
}
