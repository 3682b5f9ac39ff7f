// Modelled on Instagram/IGListKit, Examples/Examples-iOS/IGListKitExamples/ViewControllers/
// SearchViewController.swift: a controller whose lazy stored property splits a text into words
// with Foundation's `enumerateSubstrings(in:options:)` (not modelled: an opaque placeholder, its
// closure not run) before a collection view fills the view in viewDidLayoutSubviews().
// expect-min-frames: 2
import UIKit

final class WordListViewController: UIViewController {
    private let text = "the quick brown fox jumps over the lazy dog"

    lazy var words: [String] = {
        var seen = Set<String>()
        var result = [String]()
        let range = text.startIndex ..< text.endIndex
        text.enumerateSubstrings(in: range, options: .byWords) { (substring, _, _, _) in
            guard let substring = substring else { return }
            if !seen.contains(substring) {
                seen.insert(substring)
                result.append(substring)
            }
        }
        return result
    }()

    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = "\(words.count) words"
        view.addSubview(collectionView)
        view.addSubview(countLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        countLabel.frame = CGRect(x: 16, y: 0, width: view.bounds.width - 32, height: 44)
        collectionView.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
    }
}
