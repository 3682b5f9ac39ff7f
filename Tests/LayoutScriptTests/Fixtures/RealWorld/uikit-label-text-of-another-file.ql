// Modelled on artsy/eidolon, Kiosk/Bid Fulfillment/PlaceBidViewController.swift: a controller
// whose label's text comes from a value of another file, read through an optional cast of the
// navigation controller and `?? ""`, laid out by frames in viewDidLoad.
// expect-min-frames: 3
import UIKit

class BidAmountViewController: UIViewController {
    let currencyLabel = UILabel()
    let amountLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(currencyLabel)
        view.addSubview(amountLabel)
        currencyLabel.frame = CGRect(x: 20, y: 120, width: 40, height: 24)
        amountLabel.frame = CGRect(x: 68, y: 120, width: 200, height: 24)
        if let nav = self.navigationController as? CheckoutNavigationController {
            let currencySymbol = nav.bidDetails.saleArtwork?.currencySymbol ?? ""
            currencyLabel.text = currencySymbol
            amountLabel.text = nav.bidDetails.formattedAmount
        }
    }
}
