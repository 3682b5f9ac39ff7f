// Modelled on bryceco/GoMap, src/iOS/CustomViews/CustomActionSheetController.swift: an action
// sheet controller whose optional title and message are labels only when given, and whose button
// rows are made from actions the app adds with addAction(title:image:handler:) before presenting
// it — so, as the file is shown, its stacks hold nothing.
// expect-min-frames: 4
import UIKit

class SheetController: UIViewController {
    private struct Action {
        let title: String
        let handler: (() -> Void)?
    }

    private let titleText: String?
    private var actions: [Action] = []

    init(title: String?) {
        titleText = title
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func addAction(title: String, handler: (() -> Void)? = nil) {
        actions.append(Action(title: title, handler: handler))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let sheetStack = UIStackView()
        sheetStack.axis = .vertical
        sheetStack.spacing = 8
        sheetStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheetStack)
        NSLayoutConstraint.activate([
            sheetStack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40),
            sheetStack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            sheetStack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])

        var headers: [UIView] = []
        if let titleText {
            let titleLabel = UILabel()
            titleLabel.text = titleText
            headers.append(titleLabel)
        }
        let buttonsStack = UIStackView()
        buttonsStack.axis = .vertical
        let card = UIStackView(arrangedSubviews: headers + [buttonsStack])
        card.axis = .vertical
        card.spacing = 2
        sheetStack.addArrangedSubview(card)

        actions.forEach { action in
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            buttonsStack.addArrangedSubview(button)
        }
    }
}
