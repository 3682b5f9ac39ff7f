// SwiftLayout README, "ViewPrinter": the UIKit view ViewPrinter prints.
let contentView: UIView
let firstNameLabel: UILabel
contentView.addSubview(firstNameLabel)
