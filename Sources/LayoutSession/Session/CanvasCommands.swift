import LayoutCore
import LayoutPipeline
import LayoutRender

extension CanvasOverride {
  /// The prompt commands that set what this override sets beyond `start` (the settings a
  /// session began with): `:canvas 300x40` (`:device iPhone 15` for a device's canvas), `:scale 3`,
  /// `:rtl`, `:semantics swiftui`, `:dynamic-type xxxLarge`. What
  /// `:load` says it dropped with the old script.
  func commands(keeping start: CanvasOverride) -> [String] {
    var commands: [String] = []
    func length(_ value: Double) -> String { value.isFinite ? formatPoints(value) : "inf" }
    if let size, size != start.size, let safeArea, safeArea != start.safeArea,
       let device = DevicePreset.all.first(where: { $0.size == size && $0.safeArea == safeArea }) {
      commands.append(":device \(device.name)")
    } else if let size, size != start.size {
      commands.append(":canvas \(length(size.width))x\(length(size.height))" + (mode == .fit ? " fit" : ""))
    } else if let mode, mode != start.mode {
      commands.append(":canvas (\(mode.rawValue))")
    }
    if let scale, scale != start.scale { commands.append(":scale \(formatPoints(scale))") }
    if let direction, direction != start.direction { commands.append(direction == .rightToLeft ? ":rtl" : ":ltr") }
    if let semantics, semantics != start.semantics { commands.append(":semantics \(semantics.rawValue.lowercased())") }
    if let dynamicTypeSize, dynamicTypeSize != start.dynamicTypeSize { commands.append(":dynamic-type \(dynamicTypeSize.name)") }
    return commands
  }
}
