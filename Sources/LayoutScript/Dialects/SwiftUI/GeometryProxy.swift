import LayoutCore
import LayoutRender

/// SwiftUI's `GeometryProxy`, what `GeometryReader { geometry in … }` gives its content:
/// `size`, `safeAreaInsets` (`top`, `leading`, `bottom`, `trailing`) and `frame(in:)`.
///
/// qlrepl evaluates a script once, before layout, so the proxy describes the reader as the
/// root of the canvas: its size is the canvas's inside the safe area (`Canvas.safeArea`),
/// its safe-area insets the canvas's, its frame in any coordinate space the canvas's rectangle
/// inside the safe area. A reader nested in a smaller container reads the same figures; the
/// note that lists what the script read says so (README: "The SwiftUI every reference uses").
extension Value {
  /// The proxy of a reader filling `canvas` inside its safe area.
  static func geometryProxy(_ canvas: Canvas) -> Value {
    let inset = canvas.safeArea
    let size = Size(width: max(0, canvas.width - inset.left - inset.right), height: max(0, canvas.height - inset.top - inset.bottom))
    let insets = StructValue(typeName: "EdgeInsets", fields: [("top", .number(inset.top)), ("leading", .number(inset.left)),
                                                              ("bottom", .number(inset.bottom)), ("trailing", .number(inset.right))])
    return .structure(StructValue(typeName: "GeometryProxy", fields: [
      ("size", .size(size)), ("safeAreaInsets", .structure(insets)),
      ("frame", .rect(Rect(origin: Point(x: inset.left, y: inset.top), size: size))),
    ]))
  }
}

extension Evaluator {
  /// `geometry.frame(in: .global)`: the reader's frame, whatever the coordinate space (see
  /// `Value.geometryProxy`); nil for any other method or value.
  func geometryProxyMethod(_ name: String, of base: Value, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard case .structure(let proxy) = base, proxy.typeName == "GeometryProxy", name == "frame" else { return nil }
    try arguments.check(["in"])
    noteGeometryProxy(at: arguments.location)
    return proxy["frame"]
  }

  /// The one note saying what a proxy's figures are, at the first read of one.
  func noteGeometryProxy(at location: SourceLocation) {
    guard !placeholders.readsGeometryProxy else { return }
    placeholders.readsGeometryProxy = true
    note("GeometryReader's proxy is read as the canvas's: \(formatNumber(canvas.width))×\(formatNumber(canvas.height)) "
         + "inside its safe area (qlrepl evaluates the content once, before layout)", at: location)
  }
}
