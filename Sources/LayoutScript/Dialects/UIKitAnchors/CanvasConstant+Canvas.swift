import LayoutCore

/// How a canvas constant is found among UIKit's constraints and what it is on a canvas.
extension CanvasConstant {
  /// The constraint's constant on `canvas`: outward edges (right, bottom) inset by subtracting.
  func constant(on canvas: Canvas) -> Double {
    switch source {
    case .safeArea(let edge):
      let insets = canvas.safeArea
      switch edge {
      case .left, .leading: return insets.left
      case .right, .trailing: return -insets.right
      case .top: return insets.top
      default: return -insets.bottom
      }
    case .controllerMargin(let edge):
      let side = LayoutGuideConstraints.controllerSideMargin(canvasWidth: canvas.width)
      return edge == .right || edge == .trailing ? -side : side
    }
  }

  /// The canvas constants among `constraints`, known by UIKit's identifiers on the root's guides.
  static func found(in constraints: [AnchorConstraint], root: Int, rootGuides: (GuideKind) -> Int?, controllerDefaults: Bool) -> [CanvasConstant] {
    var found: [CanvasConstant] = []
    for (index, constraint) in constraints.enumerated() {
      guard let identifier = constraint.identifier else { continue }
      if constraint.item == rootGuides(.safeArea), constraint.secondItem == root, identifier.hasPrefix("UIViewSafeAreaLayoutGuide-") {
        found.append(CanvasConstant(index: index, source: .safeArea(constraint.attribute)))
      } else if controllerDefaults, constraint.item == rootGuides(.margins), identifier.hasSuffix("Margin-guide-constraint"),
                constraint.attribute == .left || constraint.attribute == .right {
        found.append(CanvasConstant(index: index, source: .controllerMargin(constraint.attribute)))
      }
    }
    return found
  }
}

extension AnchorsScript {
  /// Sets the canvas constants for `canvas`.
  public mutating func adapt(to canvas: Canvas) {
    for entry in canvasConstants where layout.constraints.indices.contains(entry.index) {
      layout.constraints[entry.index].constant = entry.constant(on: canvas)
    }
  }
}
