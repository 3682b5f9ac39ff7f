// SwiftLayout README, "ViewPrinter": what ViewPrinter prints for the view above.
// When there is no identifiers, the view is shown as address:type.
0x01234567890:UIView { // contentView
  0x01234567891:UILabel // firstNameLabel
}
