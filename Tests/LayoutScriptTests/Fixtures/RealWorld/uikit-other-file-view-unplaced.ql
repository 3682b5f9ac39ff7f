// Modelled on duckduckgo/iOS, DuckDuckGo/OmniBar.swift and microsoft/fluentui-apple,
// TooltipViewController.swift: a bar whose button holds a view of a class declared in another file
// (`private(set) var menuContent = MenuGlyphView()`), added to the button and never framed here —
// the class's own init sets its frame — beside buttons laid out by anchors; the bar's parts and
// sizes are ours.
// expect-min-frames: 3
import UIKit

final class SearchBar: UIView {
    private let menuButton = UIButton(type: .system)
    private(set) var menuContent = MenuGlyphView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        menuButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(menuButton)
        menuButton.addSubview(menuContent)
        NSLayoutConstraint.activate([
            menuButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            menuButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            menuButton.widthAnchor.constraint(equalToConstant: 44),
            menuButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
