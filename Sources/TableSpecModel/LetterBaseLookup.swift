import TableSpecDiagnostics

extension LetterBases {
    /// A combining mark from the blocks of combining diacritical marks: the accents Foundation's
    /// diacritic-insensitive folding removes after any letter.
    static func isAccent(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }

    /// The base without its accents when the scalar is a precomposed character, else the scalar itself.
    static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        var low = 0, high = pairs.count / 2
        while low < high {
            let middle = (low + high) / 2
            let letter = pairs[middle * 2]
            if letter == scalar.value { return Unicode.Scalar(pairs[middle * 2 + 1]) ?? scalar }
            if letter < scalar.value { low = middle + 1 } else { high = middle }
        }
        return scalar
    }
}
