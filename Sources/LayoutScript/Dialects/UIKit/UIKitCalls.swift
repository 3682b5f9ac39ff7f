/// The UIKit that pasted code uses and a layout does not need: calls and properties the
/// evaluator skips with a note instead of failing (SPEC 1: a body copied from real code runs).
enum UIKitCalls {
  /// Methods and functions of UIKit views and controllers that do not change the layout.
  static let ignoredMethods: Set<String> = [
    "addSubview", "addSubviews", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack",
    "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "sizeToFit", "layoutSubviews", "invalidateIntrinsicContentSize",
    "addTarget", "removeTarget", "addAction", "addGestureRecognizer", "setImage", "setBackgroundImage", "setAttributedTitle",
    "register", "configure", "prepareForReuse",
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewDidLayoutSubviews", "becomeFirstResponder", "resignFirstResponder",
    "startAnimating", "stopAnimating", "reloadData", "setOn", "setProgress", "applyFrame", "sizeThatFits",
  ]

  /// View properties that do not change the layout (or that qlrepl does not model).
  static let ignoredProperties: Set<String> = [
    "translatesAutoresizingMaskIntoConstraints", "layer", "clipsToBounds", "contentMode", "tintColor", "alpha", "isOpaque",
    "isUserInteractionEnabled", "accessibilityLabel", "accessibilityIdentifier", "accessibilityTraits", "isAccessibilityElement",
    "textAlignment", "lineBreakMode", "adjustsFontSizeToFitWidth", "adjustsFontForContentSizeCategory", "minimumScaleFactor",
    "placeholder", "borderStyle", "keyboardType", "isSecureTextEntry", "autocapitalizationType", "autocorrectionType",
    "returnKeyType", "isEnabled", "isSelected", "tag", "delegate", "dataSource", "contentInset",
    "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "isScrollEnabled", "preferredMaxLayoutWidth",
    "configuration", "frame", "bounds", "center", "transform", "isOn", "progress", "value", "minimumValue", "maximumValue",
    "hidesWhenStopped", "style", "selectionStyle", "separatorStyle", "rowHeight", "estimatedRowHeight", "highlightedTextColor",
    "shadowColor", "shadowOffset", "semanticContentAttribute", "overrideUserInterfaceStyle", "insetsLayoutMarginsFromSafeArea",
  ]

  /// Receivers that stand for the pasted class itself (or its root view): what is set or called
  /// on them does not concern the layout.
  static let hosts: Set<String> = ["self", "super", "view", "contentView"]

  /// `UIFont` class functions that take the size as `ofSize:`, with their other labels.
  static let fontFunctions: [String: [String]] = [
    "systemFont": ["ofSize", "weight", "width"], "boldSystemFont": ["ofSize"], "italicSystemFont": ["ofSize"],
    "monospacedDigitSystemFont": ["ofSize", "weight"], "monospacedSystemFont": ["ofSize", "weight"],
  ]
}
