// Modelled on xmartlabs/Eureka, Source/Core/Core.swift: a form controller whose table view is an
// @IBOutlet that viewDidLoad makes itself when no storyboard set it (`if tableView == nil`), with
// flexible autoresizing; a defaults type of static dictionaries of closure type; an accessory view
// of another file's type made with a frame.
// expect-min-frames: 2
import UIKit

internal class CellDefaults {
    static var cellUpdate = [String: (UITableViewCell, Int) -> Void]()
    static var rowInitialization = [String: (Int) -> Void]()
    static var rawCellSetup = [String: Any]()
}

open class SettingsFormController: UIViewController, UITableViewDelegate {
    @IBOutlet public var tableView: UITableView!
    private var accessoryBar: UIView!
    public var tableStyle: UITableView.Style = .grouped

    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
        tableStyle = style
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        accessoryBar = FormAccessoryBar(frame: CGRect(x: 0, y: 0, width: view.frame.width, height: 44.0))
        accessoryBar.autoresizingMask = .flexibleWidth

        if tableView == nil {
            tableView = UITableView(frame: view.bounds, style: tableStyle)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.cellLayoutMarginsFollowReadableWidth = false
        }
        if tableView.superview == nil {
            view.addSubview(tableView)
        }
        if tableView.delegate == nil {
            tableView.delegate = self
        }
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
    }
}
