import LayoutCore

extension NodeKind {
  /// The name reports give a node of this kind: the container or modifier as the script writes it.
  var displayName: String {
    switch self {
    case .view: return "view"
    case .hStack: return "HStack"
    case .vStack: return "VStack"
    case .zStack: return "ZStack"
    case .hFlow: return "HFlow"
    case .vFlow: return "VFlow"
    case .flowLine: return "line"
    case .grid: return "Grid"
    case .spacer: return "Spacer"
    case .empty: return "EmptyLayout"
    case .padding: return "padding"
    case .offset: return "offset"
    case .frame: return "frame"
    case .flexibleFrame: return "flexibleFrame"
    case .aspectRatio: return "aspectRatio"
    case .constrainedSize: return "constrainedSize"
    case .alignmentGuide: return "alignmentGuide"
    case .overlay: return "overlay"
    case .background: return "background"
    case .gridCellAnchor: return "gridCellAnchor"
    case .gridColumnAlignment: return "gridColumnAlignment"
    case .geometryReader: return "GeometryReader"
    case .fixedSize: return "fixedSize"
    case .scrollView: return "ScrollView"
    case .customLayout(let name), .modifier(let name): return name.text
    }
  }
}
