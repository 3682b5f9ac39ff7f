import LayoutCore

/// The values UIKit's Auto Layout code passes around: anchors, layout guides, constraints and
/// SnapKit's DSL objects. Views and guides are script view ids (a guide is a placed item that
/// is never drawn), constraints indices into `UIKitLayoutState.constraints` (a constraint is an
/// object: `c.isActive = true` changes the one made earlier).
enum UIKitValue: Sendable {
  /// `view.topAnchor`, `guide.leadingAnchor`: an attribute of an item.
  case anchor(item: Int, attribute: AnchorAttribute)
  /// `view.safeAreaLayoutGuide`, `UILayoutGuide()`: the guide's item.
  case guide(Int)
  /// `NSLayoutConstraint`: one constraint, made inactive until activated.
  case constraint(Int)
  /// `view.snp` (or `guide.snp`): SnapKit's DSL of an item.
  case snp(item: Int)
  /// `view.snp.bottom`, `view.snp.edges`: a SnapKit target, an item's attributes.
  case snpTarget(item: Int, attributes: [AnchorAttribute])
  /// `make` in `snp.makeConstraints { make in … }`: the maker of an item's constraints.
  case snpMaker(item: Int)
  /// `make.top.leading`: attributes of the maker's item still to be related.
  case snpAttributes(item: Int, attributes: [AnchorAttribute])
  /// `make.top.equalTo(…)…`: the constraints one SnapKit statement made, for its modifiers.
  case snpConstraints([Int])
  /// `NSLayoutConstraint.Attribute.top` and its `.top` shorthand read as an attribute.
  case attribute(AnchorAttribute)
  /// `$0` of an app's layout DSL (`addSubview(label) { $0.top.equal(to: topAnchor) }`): an item's
  /// anchors and pinning helpers (`Evaluator+LayoutProxy`).
  case layoutProxy(item: Int)
  /// `view.pin…`: a PinLayout chain of an item (`Evaluator+PinLayout`).
  case pinLayout(item: Int)
}
