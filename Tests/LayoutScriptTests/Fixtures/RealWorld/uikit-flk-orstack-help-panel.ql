// Modelled on artsy/eidolon, Kiosk/Help/HelpViewController.swift and Kiosk/Bid Fulfillment/BidDetailsPreviewView.swift:
// an ORStackView filled with addSubview(_:withTopMargin:sideMargin:), FLKAutoLayout's predicate
// methods (alignTop(_:leading:bottom:trailing:to:) with nil edges, constrainHeight(_:),
// alignAttribute(_:to:of:predicate:)) and an app's label and button subclasses of another file.
// expect-min-frames: 5
import UIKit
import ORStackView
import FLKAutoLayout

class FAQPanelController: UIViewController {
    fileprivate let panel = ORStackView()
    fileprivate let gutter: Float = 40.0

    override func viewDidLoad() {
        super.viewDidLoad()
        let heading = KioskSerifLabel()
        heading.text = "Need help?"
        let answer = KioskSerifLabel()
        answer.text = "Ask the desk"
        let contactButton = KioskFlatButton()
        contactButton.setTitle("Contact us", for: .normal)

        view.addSubview(panel)
        panel.alignTop("0", leading: "0", bottom: nil, trailing: "0", to: view)
        panel.addSubview(heading, withTopMargin: "20", sideMargin: "\(gutter)")
        panel.addSubview(answer, withTopMargin: "10", sideMargin: "\(gutter)")
        panel.addSubview(contactButton, withTopMargin: "10", sideMargin: "\(gutter)")

        let footnote = UILabel()
        footnote.text = "Open daily"
        view.addSubview(footnote)
        footnote.alignAttribute(.top, to: .bottom, of: panel, predicate: "8")
        footnote.alignLeadingEdge(with: view, predicate: "20")
        footnote.constrainHeight("16")
    }
}
