import LayoutEngine

extension Element {
  /// Lays this element out by the rules `canvas.semantics` names: QuickLayout's or SwiftUI's.
  public func layout(bySemanticsOf canvas: Canvas, viewCount: Int, recordingDetails: Bool = false) -> LayoutResult {
    switch canvas.semantics {
    case .quickLayout: return layout(in: canvas, viewCount: viewCount, recordingDetails: recordingDetails)
    case .swiftUI: return swiftUILayout(in: canvas, viewCount: viewCount, recordingDetails: recordingDetails)
    }
  }
}
