// Modelled on astralchen/QuickLayoutDemo, QuickLayoutDemo/ScrollElement.swift: a function named
// like a container, generic over its element type (`<Child: Element>`), whose content parameter
// carries a generic result builder attribute (`@ArrayBuilder<Element> children: () -> [Element]`),
// called with a trailing closure; a generic call with an explicit type argument.
// expect-min-frames: 3
import UIKit
import QuickLayout

func identity<T>(_ value: T) -> T { value }

func Column<Child: Element>(
    spacing: CGFloat = 4,
    @ArrayBuilder<Element> children: () -> [Element]
) -> Layout {
    VStack(spacing: spacing) {
        children()
    }
}

let title = UILabel(text: "Inbox")
let count = UILabel(text: "\(identity<Int>(12)) unread", font: 12)
let icon = UIImageView(width: 24, height: 24)

var body: Layout {
    Column(spacing: identity<CGFloat>(6)) {
        icon
        title
        count
    }
}
