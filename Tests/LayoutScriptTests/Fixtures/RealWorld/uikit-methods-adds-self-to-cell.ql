// Modelled on keepassium/KeePassium, KeePassium/general/EntryFieldMenuButton.swift: a button
// whose init only builds its menu (UIMenu, UIAction closures), shown by `present(in cell:)`, which
// sets its frame, adds the button itself to the cell's content view and pins it to the edges.
// expect-min-frames: 2
import UIKit

final class FieldActionsButton: UIButton {
    typealias Handler = (String) -> Void
    private let titles: [String]
    private let handler: Handler

    init(titles: [String], handler: @escaping Handler) {
        self.titles = titles
        self.handler = handler
        super.init(frame: .zero)
        buildMenu()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func buildMenu() {
        showsMenuAsPrimaryAction = true
        let actions = titles.map { title in
            UIAction(title: title) { [weak self] _ in self?.handler(title) }
        }
        menu = UIMenu(children: actions)
    }

    func present(in cell: UITableViewCell) {
        frame = CGRect(x: cell.bounds.midX, y: 0, width: 1, height: cell.bounds.height)
        cell.contentView.addSubview(self)
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 20),
            trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -20),
        ])
        performPrimaryAction()
    }
}
