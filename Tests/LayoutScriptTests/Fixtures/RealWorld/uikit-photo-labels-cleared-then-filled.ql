// Modelled on bryceco/GoMap, src/iOS/Panoramax/PanoramaxViewController.swift: a controller of
// storyboard outlets whose viewDidLoad clears two labels (`text = ""`) that a completion handler
// fills once the photo's metadata arrives, and a spinner centred on the root.
// expect-min-frames: 4
import UIKit

class PhotoUploadViewController: UIViewController {
    @IBOutlet var photoView: UIImageView!
    @IBOutlet var authorLabel: UILabel!
    @IBOutlet var takenLabel: UILabel!
    var spinner: UIActivityIndicatorView!

    override func viewDidLoad() {
        super.viewDidLoad()
        spinner = UIActivityIndicatorView(style: .large)
        view.addSubview(spinner)
        spinner.center = view.center
        authorLabel.text = ""
        takenLabel.text = ""
    }

    func showMetadata(for photoID: String) {
        PhotoService.shared.fetchMetadata(photoID) { result in
            DispatchQueue.main.async {
                if let meta = try? result.get() {
                    self.authorLabel.text = meta.author ?? ""
                    self.takenLabel.text = meta.date ?? ""
                }
            }
        }
    }
}
