// LearnedEncoding: a loaded matrix behind the AbsoluteEncoding seam.

#include "core/encodings/learned.h"
#include "core/io/load.h"

#include "iotesthelpers.h"

using namespace pe::core;
using namespace pe::core::io::testing;

TEST(LearnedEncoding, RowsArePositionsColumnsAreDimensions)
{
    const std::string path = fixture("two_f32.safetensors");
    const LearnedEncoding enc(io::loadEmbeddingFile(path, "wte.weight"));
    const AbsoluteEncoding& a = enc;
    const Eigen::MatrixXd expected = readExpected(path + ".wte.weight.expected.txt");
    EXPECT_EQ(a.id(), "learned");
    EXPECT_EQ(a.describe(), "wte.weight of two_f32.safetensors (9 x 4)");
    EXPECT_EQ(a.dim(), 4);
    EXPECT_EQ(a.maxLength(), 9);
    EXPECT_EQ(a.value(7, 3), expected(7, 3));
    EXPECT_TRUE(a.column(2, 3, 5) == expected.col(2).segment(3, 5));
    EXPECT_TRUE(a.rows(2, 4) == expected.middleRows(2, 4));
    EXPECT_EQ(a.sinusoidal(), nullptr);
}

TEST(LearnedEncoding, DescribesFilesWithoutTensors)
{
    for (const char* name : {"f8_be_fortran.npy", "header.tsv"}) {
        const std::string path = fixture(name);
        const LearnedEncoding enc(io::loadEmbeddingFile(path));
        const Eigen::MatrixXd expected = readExpected(path + ".expected.txt");
        EXPECT_EQ(enc.describe(), std::string(name) + " (" + std::to_string(expected.rows()) + " x " +
                                      std::to_string(expected.cols()) + ")");
        EXPECT_TRUE(enc.rows(0, enc.maxLength()) == expected);
        EXPECT_TRUE(enc.column(1, 0, enc.maxLength()) == expected.col(1));
    }
}

TEST(LearnedEncoding, RefusesAnEmptyMatrix)
{
    EXPECT_THROW(LearnedEncoding(io::EmbeddingMatrix()), std::invalid_argument);
}
