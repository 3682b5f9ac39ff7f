import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// `:device NAME` and `:dynamic-type SIZE`: the canvas of a device preset and the Dynamic Type
/// size the script is read at, as `--device` and `--dynamic-type` set them; each alone lists
/// what it takes, the one in use marked.
extension Session {
  func setDevice(_ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    guard !arguments.words.isEmpty else {
      let canvas = layers.display.canvas
      return SessionReply(text: "devices (:device NAME):\n" + DevicePreset.all.map { device in
        let marked = canvas.size == device.size && canvas.safeArea == device.safeArea ? "* " : "  "
        return marked + device.name + " — \(formatPoints(device.size.width))×\(formatPoints(device.size.height))"
      }.joined(separator: "\n"))
    }
    let name = arguments.words.joined(separator: " ")
    guard let device = DevicePreset.named(name) else {
      let hint = didYouMean(name, among: DevicePreset.all.map(\.name)).map { "; \($0)" } ?? ""
      throw CommandError("unknown device '\(name)'\(hint) (the devices: \(DevicePreset.all.map(\.name).joined(separator: ", ")))")
    }
    return change(typed) { layers in
      layers.display.canvas.size = device.size
      layers.display.canvas.safeArea = device.safeArea
    }
  }

  func setDynamicType(_ arguments: CommandArguments, as typed: String) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(1)
    guard let word = arguments.words.first else {
      let current = layers.display.canvas.dynamicTypeSize ?? .large
      return SessionReply(text: "Dynamic Type sizes (:dynamic-type SIZE):\n" + DynamicTypeSize.allCases.map { size in
        (size == current ? "* " : "  ") + size.name + (size == .large ? " (the default)" : "")
      }.joined(separator: "\n"))
    }
    guard let size = DynamicTypeSize.named(word) else {
      let hint = didYouMean(word, among: DynamicTypeSize.allCases.map(\.name)).map { "; \($0)" } ?? ""
      throw CommandError("unknown Dynamic Type size '\(word)'\(hint) (the sizes: \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", ")))")
    }
    return change(typed) { $0.display.canvas.dynamicTypeSize = size == .large ? nil : size }
  }
}

extension DevicePreset {
  /// The name as the prompt completes it, without spaces (`iPhone15ProMax`), which
  /// `DevicePreset.named` reads as the name.
  var typedName: String { name.replacing(" ", with: "") }
}
