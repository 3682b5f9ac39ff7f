/// The devices `--device NAME` lays a script out on, in portrait: the screen in points (Apple's
/// HIG, "Layout", the table of device screen dimensions) and the safe-area insets (top: status
/// bar and sensor housing; bottom: home indicator) as Keith Harrison publishes them in
/// useyourloaf.com's "iPhone … Screen Sizes" tables — measured in the simulator, not here.
public struct DevicePreset: Sendable, Hashable {
  public let name: String
  public let size: Size
  public let safeArea: EdgeInsets

  /// The presets, smallest first; a name is matched without regard to case or spaces.
  public static let all: [DevicePreset] = [
    DevicePreset(name: "iPhone SE", size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    DevicePreset(name: "iPhone 13 mini", size: Size(width: 375, height: 812), safeArea: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0)),
    DevicePreset(name: "iPhone 14", size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
    DevicePreset(name: "iPhone 15", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    DevicePreset(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    DevicePreset(name: "iPad", size: Size(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
  ]

  public static func named(_ name: String) -> DevicePreset? {
    func key(_ text: String) -> String { text.lowercased().filter { $0 != " " } }
    return all.first { key($0.name) == key(name) }
  }
}
