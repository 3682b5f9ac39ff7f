import LayoutCore

extension Evaluator {
  /// `.labelsHidden()`: the controls inside draw without their labels ("Hides the labels of any
  /// controls contained within this view", Apple's reference of `View.labelsHidden()`), so a
  /// control that is its label and its control in a row as wide as proposed becomes its control
  /// alone: a Toggle the switch (`UIKitDialect.switchSize`), a Stepper UIStepper's control
  /// (`UIKitDialect.stepperSize`), a ColorPicker its colour well (28 × 28, an estimate after the
  /// iOS 17 simulator, the height its row already has). The other controls keep their frames (a
  /// Slider draws no label on iOS; a Picker's and a DatePicker's label-less widths are not
  /// modelled); with none of the three inside, it is named in the layout-neutral note.
  func labelsHidden(_ base: Value, at location: SourceLocation) -> Value {
    var changed = false
    func bare(_ id: Int) -> LeafKind? {
      guard viewTable.views.indices.contains(id), case .horizontallyExpandable = viewTable.views[id].kind,
            let size = Self.labelFreeSizes[viewTable.views[id].typeName] else { return nil }
      viewTable.views[id].kind = .fixed(size)
      changed = true
      return .fixed(size)
    }
    func hide(_ value: Value) -> Value {
      switch value {
      case .view(let id):
        _ = bare(id)
        return value
      case .layout(let element, let depth):
        return .layout(element.mappingViews { id, leaf in
          guard case .leaf = leaf, let kind = bare(id) else { return leaf }
          return .leaf(LeafView(id: id, kind: kind))
        }, depth: depth)
      case .group(let children, let kind):
        return .group(children.map { Child(value: hide($0.value), location: $0.location) }, kind)
      default:
        return value
      }
    }
    let result = hide(base)
    return changed ? result : layoutNeutral("labelsHidden", of: base, at: location)
  }

  /// The controls whose label `labelsHidden` removes, and the size of the control left.
  private static let labelFreeSizes: [String: Size] = [
    "Toggle": UIKitDialect.switchSize, "Stepper": UIKitDialect.stepperSize, "ColorPicker": Size(width: 28, height: 28),
  ]
}
