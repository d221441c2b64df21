/**
 * The chat's emoji: bracketed Chinese names (`[微笑]`) and the Twemoji graphics they stand for (`@twemoji/svg`,
 * CC-BY 4.0, see the README). Each file is imported by name so only these ship, as files of their own (no-inline).
 */

import e130 from '@twemoji/svg/1f3b5.svg?no-inline';
import e58 from '@twemoji/svg/1f3c0.svg?no-inline';
import e128 from '@twemoji/svg/1f3c6.svg?no-inline';
import e59 from '@twemoji/svg/1f3d3.svg?no-inline';
import e124 from '@twemoji/svg/1f3ee.svg?no-inline';
import e127 from '@twemoji/svg/1f4a1.svg?no-inline';
import e70 from '@twemoji/svg/1f4a3.svg?no-inline';
import e110 from '@twemoji/svg/1f4a6.svg?no-inline';
import e74 from '@twemoji/svg/1f4a9.svg?no-inline';
import e30 from '@twemoji/svg/1f4aa.svg?no-inline';
import e95 from '@twemoji/svg/1f4ab.svg?no-inline';
import e129 from '@twemoji/svg/1f4af.svg?no-inline';
import e126 from '@twemoji/svg/1f4b0.svg?no-inline';
import e109 from '@twemoji/svg/1f4e3.svg?no-inline';
import e71 from '@twemoji/svg/1f5e1.svg?no-inline';
import e105 from '@twemoji/svg/1f9d0.svg?no-inline';
import e122 from '@twemoji/svg/1f9e7.svg?no-inline';
import e125 from '@twemoji/svg/1f9e8.svg?no-inline';
import e61 from '@twemoji/svg/1f35a.svg?no-inline';
import e57 from '@twemoji/svg/1f37a.svg?no-inline';
import e108 from '@twemoji/svg/1f37f.svg?no-inline';
import e73 from '@twemoji/svg/1f41e.svg?no-inline';
import e85 from '@twemoji/svg/1f44a.svg?no-inline';
import e39 from '@twemoji/svg/1f44b.svg?no-inline';
import e89 from '@twemoji/svg/1f44c.svg?no-inline';
import e79 from '@twemoji/svg/1f44d.svg?no-inline';
import e80 from '@twemoji/svg/1f44e.svg?no-inline';
import e42 from '@twemoji/svg/1f44f.svg?no-inline';
import e65 from '@twemoji/svg/1f48b.svg?no-inline';
import e55 from '@twemoji/svg/1f52a.svg?no-inline';
import e99 from '@twemoji/svg/1f57a.svg?no-inline';
import e6 from '@twemoji/svg/1f60a.svg?no-inline';
import e29 from '@twemoji/svg/1f60c.svg?no-inline';
import e2 from '@twemoji/svg/1f60d.svg?no-inline';
import e4 from '@twemoji/svg/1f60e.svg?no-inline';
import e44 from '@twemoji/svg/1f60f.svg?no-inline';
import e91 from '@twemoji/svg/1f61a.svg?no-inline';
import e12 from '@twemoji/svg/1f61c.svg?no-inline';
import e36 from '@twemoji/svg/1f61e.svg?no-inline';
import e106 from '@twemoji/svg/1f61f.svg?no-inline';
import e47 from '@twemoji/svg/1f62a.svg?no-inline';
import e18 from '@twemoji/svg/1f62b.svg?no-inline';
import e5 from '@twemoji/svg/1f62d.svg?no-inline';
import e14 from '@twemoji/svg/1f62e.svg?no-inline';
import e117 from '@twemoji/svg/1f62e-200d-1f4a8.svg?no-inline';
import e104 from '@twemoji/svg/1f63c.svg?no-inline';
import e46 from '@twemoji/svg/1f63e.svg?no-inline';
import e54 from '@twemoji/svg/1f63f.svg?no-inline';
import e97 from '@twemoji/svg/1f64b.svg?no-inline';
import e107 from '@twemoji/svg/1f64c.svg?no-inline';
import e83 from '@twemoji/svg/1f64f.svg?no-inline';
import e81 from '@twemoji/svg/1f91d.svg?no-inline';
import e87 from '@twemoji/svg/1f91f.svg?no-inline';
import e35 from '@twemoji/svg/1f92a.svg?no-inline';
import e33 from '@twemoji/svg/1f92b.svg?no-inline';
import e31 from '@twemoji/svg/1f92c.svg?no-inline';
import e20 from '@twemoji/svg/1f92d.svg?no-inline';
import e19 from '@twemoji/svg/1f92e.svg?no-inline';
import e49 from '@twemoji/svg/1f97a.svg?no-inline';
import e123 from '@twemoji/svg/1f004.svg?no-inline';
import e75 from '@twemoji/svg/1f319.svg?no-inline';
import e63 from '@twemoji/svg/1f339.svg?no-inline';
import e56 from '@twemoji/svg/1f349.svg?no-inline';
import e77 from '@twemoji/svg/1f381.svg?no-inline';
import e68 from '@twemoji/svg/1f382.svg?no-inline';
import e121 from '@twemoji/svg/1f386.svg?no-inline';
import e120 from '@twemoji/svg/1f389.svg?no-inline';
import e113 from '@twemoji/svg/1f436.svg?no-inline';
import e62 from '@twemoji/svg/1f437.svg?no-inline';
import e116 from '@twemoji/svg/1f440.svg?no-inline';
import e41 from '@twemoji/svg/1f443.svg?no-inline';
import e86 from '@twemoji/svg/1f447.svg?no-inline';
import e37 from '@twemoji/svg/1f480.svg?no-inline';
import e90 from '@twemoji/svg/1f491.svg?no-inline';
import e67 from '@twemoji/svg/1f494.svg?no-inline';
import e94 from '@twemoji/svg/1f525.svg?no-inline';
import e38 from '@twemoji/svg/1f528.svg?no-inline';
import e13 from '@twemoji/svg/1f601.svg?no-inline';
import e133 from '@twemoji/svg/1f602.svg?no-inline';
import e28 from '@twemoji/svg/1f603.svg?no-inline';
import e21 from '@twemoji/svg/1f604.svg?no-inline';
import e10 from '@twemoji/svg/1f605.svg?no-inline';
import e132 from '@twemoji/svg/1f606.svg?no-inline';
import e137 from '@twemoji/svg/1f607.svg?no-inline';
import e51 from '@twemoji/svg/1f608.svg?no-inline';
import e134 from '@twemoji/svg/1f609.svg?no-inline';
import e112 from '@twemoji/svg/1f611.svg?no-inline';
import e48 from '@twemoji/svg/1f612.svg?no-inline';
import e27 from '@twemoji/svg/1f613.svg?no-inline';
import e1 from '@twemoji/svg/1f615.svg?no-inline';
import e43 from '@twemoji/svg/1f616.svg?no-inline';
import e100 from '@twemoji/svg/1f617.svg?no-inline';
import e52 from '@twemoji/svg/1f618.svg?no-inline';
import e45 from '@twemoji/svg/1f620.svg?no-inline';
import e11 from '@twemoji/svg/1f621.svg?no-inline';
import e50 from '@twemoji/svg/1f622.svg?no-inline';
import e118 from '@twemoji/svg/1f623.svg?no-inline';
import e23 from '@twemoji/svg/1f624.svg?no-inline';
import e40 from '@twemoji/svg/1f625.svg?no-inline';
import e53 from '@twemoji/svg/1f628.svg?no-inline';
import e9 from '@twemoji/svg/1f629.svg?no-inline';
import e17 from '@twemoji/svg/1f630.svg?no-inline';
import e26 from '@twemoji/svg/1f631.svg?no-inline';
import e115 from '@twemoji/svg/1f632.svg?no-inline';
import e3 from '@twemoji/svg/1f633.svg?no-inline';
import e8 from '@twemoji/svg/1f634.svg?no-inline';
import e34 from '@twemoji/svg/1f635.svg?no-inline';
import e135 from '@twemoji/svg/1f637.svg?no-inline';
import e111 from '@twemoji/svg/1f640.svg?no-inline';
import e15 from '@twemoji/svg/1f641.svg?no-inline';
import e0 from '@twemoji/svg/1f642.svg?no-inline';
import e22 from '@twemoji/svg/1f644.svg?no-inline';
import e88 from '@twemoji/svg/1f645.svg?no-inline';
import e96 from '@twemoji/svg/1f647.svg?no-inline';
import e7 from '@twemoji/svg/1f910.svg?no-inline';
import e136 from '@twemoji/svg/1f912.svg?no-inline';
import e131 from '@twemoji/svg/1f914.svg?no-inline';
import e114 from '@twemoji/svg/1f915.svg?no-inline';
import e78 from '@twemoji/svg/1f917.svg?no-inline';
import e84 from '@twemoji/svg/1f919.svg?no-inline';
import e16 from '@twemoji/svg/1f920.svg?no-inline';
import e138 from '@twemoji/svg/1f921.svg?no-inline';
import e102 from '@twemoji/svg/1f923.svg?no-inline';
import e24 from '@twemoji/svg/1f924.svg?no-inline';
import e103 from '@twemoji/svg/1f926.svg?no-inline';
import e98 from '@twemoji/svg/1f929.svg?no-inline';
import e92 from '@twemoji/svg/1f938.svg?no-inline';
import e64 from '@twemoji/svg/1f940.svg?no-inline';
import e25 from '@twemoji/svg/1f971.svg?no-inline';
import e119 from '@twemoji/svg/1f974.svg?no-inline';
import e93 from '@twemoji/svg/1f976.svg?no-inline';
import e69 from '@twemoji/svg/26a1.svg?no-inline';
import e72 from '@twemoji/svg/26bd.svg?no-inline';
import e101 from '@twemoji/svg/262f.svg?no-inline';
import e82 from '@twemoji/svg/270c.svg?no-inline';
import e140 from '@twemoji/svg/274c.svg?no-inline';
import e76 from '@twemoji/svg/2600.svg?no-inline';
import e60 from '@twemoji/svg/2615.svg?no-inline';
import e139 from '@twemoji/svg/2705.svg?no-inline';
import e32 from '@twemoji/svg/2753.svg?no-inline';
import e66 from '@twemoji/svg/2764.svg?no-inline';

/** Name (without brackets) and image URL, in the picker's order. */
export const emojiTable: readonly (readonly [name: string, url: string])[] = [
  ['微笑', e0],
  ['撇嘴', e1],
  ['色', e2],
  ['发呆', e3],
  ['得意', e4],
  ['流泪', e5],
  ['害羞', e6],
  ['闭嘴', e7],
  ['睡', e8],
  ['大哭', e9],
  ['尴尬', e10],
  ['发怒', e11],
  ['调皮', e12],
  ['呲牙', e13],
  ['惊讶', e14],
  ['难过', e15],
  ['酷', e16],
  ['冷汗', e17],
  ['抓狂', e18],
  ['吐', e19],
  ['偷笑', e20],
  ['愉快', e21],
  ['白眼', e22],
  ['傲慢', e23],
  ['饥饿', e24],
  ['困', e25],
  ['惊恐', e26],
  ['流汗', e27],
  ['憨笑', e28],
  ['悠闲', e29],
  ['奋斗', e30],
  ['咒骂', e31],
  ['疑问', e32],
  ['嘘', e33],
  ['晕', e34],
  ['疯了', e35],
  ['衰', e36],
  ['骷髅', e37],
  ['敲打', e38],
  ['再见', e39],
  ['擦汗', e40],
  ['抠鼻', e41],
  ['鼓掌', e42],
  ['糗大了', e43],
  ['坏笑', e44],
  ['左哼哼', e45],
  ['右哼哼', e46],
  ['哈欠', e47],
  ['鄙视', e48],
  ['委屈', e49],
  ['快哭了', e50],
  ['阴险', e51],
  ['亲亲', e52],
  ['吓', e53],
  ['可怜', e54],
  ['菜刀', e55],
  ['西瓜', e56],
  ['啤酒', e57],
  ['篮球', e58],
  ['乒乓', e59],
  ['咖啡', e60],
  ['饭', e61],
  ['猪头', e62],
  ['玫瑰', e63],
  ['凋谢', e64],
  ['嘴唇', e65],
  ['爱心', e66],
  ['心碎', e67],
  ['蛋糕', e68],
  ['闪电', e69],
  ['炸弹', e70],
  ['刀', e71],
  ['足球', e72],
  ['瓢虫', e73],
  ['便便', e74],
  ['月亮', e75],
  ['太阳', e76],
  ['礼物', e77],
  ['拥抱', e78],
  ['强', e79],
  ['弱', e80],
  ['握手', e81],
  ['胜利', e82],
  ['抱拳', e83],
  ['勾引', e84],
  ['拳头', e85],
  ['差劲', e86],
  ['爱你', e87],
  ['不要', e88],
  ['好的', e89],
  ['爱情', e90],
  ['飞吻', e91],
  ['跳跳', e92],
  ['发抖', e93],
  ['怄火', e94],
  ['转圈', e95],
  ['磕头', e96],
  ['挥手', e97],
  ['激动', e98],
  ['街舞', e99],
  ['献吻', e100],
  ['太极', e101],
  ['嘿哈', e102],
  ['捂脸', e103],
  ['奸笑', e104],
  ['机智', e105],
  ['皱眉', e106],
  ['耶', e107],
  ['吃瓜', e108],
  ['加油', e109],
  ['汗', e110],
  ['天啊', e111],
  ['无语', e112],
  ['狗头', e113],
  ['打脸', e114],
  ['哇', e115],
  ['看看', e116],
  ['叹气', e117],
  ['苦涩', e118],
  ['裂开', e119],
  ['庆祝', e120],
  ['烟花', e121],
  ['红包', e122],
  ['發', e123],
  ['福', e124],
  ['鞭炮', e125],
  ['钱', e126],
  ['灯泡', e127],
  ['奖杯', e128],
  ['厉害', e129],
  ['音乐', e130],
  ['思考', e131],
  ['大笑', e132],
  ['笑哭', e133],
  ['眨眼', e134],
  ['口罩', e135],
  ['生病', e136],
  ['天使', e137],
  ['小丑', e138],
  ['对', e139],
  ['错', e140],
];
